export { VehiclesTable } from './components/vehicles-table';
export { CommunityQueueSection } from './components/community-queue';
