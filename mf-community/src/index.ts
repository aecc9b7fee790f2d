// Development only: the standalone page. The shell loads `./routes` through remoteEntry.js.
void import('./bootstrap');
