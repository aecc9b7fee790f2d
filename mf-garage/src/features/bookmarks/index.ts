export { BookmarkList } from './components/bookmark-list';
