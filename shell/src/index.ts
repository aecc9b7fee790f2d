// The styles load with the entry so the first paint already has the design tokens; everything else
// waits behind the async boundary that lets Module Federation negotiate shared modules first. On a
// page the server rendered, the API starts this entry only after that page is painted (ADR 0085).
import '@carclub/ui/tokens.css';

void import('./bootstrap');
