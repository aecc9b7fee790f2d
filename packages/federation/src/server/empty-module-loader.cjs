// The server build renders markup only: a stylesheet import has nothing to give it, and the
// browser build is what ships the styles.
module.exports = function emptyModule() {
  return 'export {};';
};
