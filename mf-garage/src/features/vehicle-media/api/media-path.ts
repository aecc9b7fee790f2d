/** `/private-transport/:id/<rest>`, the vehicle id encoded. */
export const mediaPath = (vehicleId: string, rest: string) =>
  `/private-transport/${encodeURIComponent(vehicleId)}/${rest}`;
