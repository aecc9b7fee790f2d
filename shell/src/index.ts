// The styles load with the entry so the first paint already has the design tokens; everything else
// waits behind the async boundary that lets Module Federation negotiate shared modules first.
import '@carclub/ui/tokens.css';

void import('./bootstrap');
