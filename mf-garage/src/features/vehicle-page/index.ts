export { VehicleProfile, type VehicleProfileProps } from './components/vehicle-profile';
export type {
  LogbookSlotProps,
  PostsSlotProps,
  RenderLogbook,
  RenderPosts,
} from './components/vehicle-details';
