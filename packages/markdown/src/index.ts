// @carclub/markdown: the site's one markdown renderer and what it counts (ADR 0094, ADR 0154).
// Pure and DOM-free, so the remotes render with it and the API checks the limits with it.
export {
  MARKDOWN_PROFILES,
  type MarkdownProfile,
  parseMarkdown,
  renderMarkdown,
  renderTokens,
} from './markdown';
export { analyseMarkdown, type MarkdownAnalysis, renderAndAnalyseMarkdown } from './analyse';
