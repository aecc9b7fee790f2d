export { listReferenceItems, vehiclesUsing } from './list';
export {
  createReferenceItem,
  deleteReferenceItem,
  referenceInUse,
  updateReferenceItem,
} from './write';
