// The styles load with the entry so the first paint already has the design tokens; everything else
// waits behind the async boundary that lets Module Federation negotiate shared modules first.
import '@carclub/ui/tokens.css';

const start = () => void import('./bootstrap');

// A page the server rendered is painted before the app's scripts are fetched and run, so it shows
// as soon as it has arrived, however long the scripts take on a slow phone. A frame is painted
// after its animation callbacks, so the timeout after one runs after that paint. Hidden pages
// (opened in a background tab) paint no frames: they start at once.
if (document.getElementById('root')?.hasChildNodes() && document.visibilityState === 'visible') {
  requestAnimationFrame(() => setTimeout(start, 0));
} else {
  start();
}
