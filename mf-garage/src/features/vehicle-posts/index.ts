export { VehiclePostsTab, type VehiclePostsTabProps } from './components/vehicle-posts-tab';
