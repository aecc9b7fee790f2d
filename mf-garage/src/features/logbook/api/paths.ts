/** The API's addresses of a car's logbook: the owner's by vehicle id, the public's by its page. */
export const ownLogbookPath = (vehicleId: string) =>
  `/private-transport/${encodeURIComponent(vehicleId)}`;

export const publicLogbookPath = (nickname: string, slug: string) =>
  `/users/${encodeURIComponent(nickname)}/vehicles/${encodeURIComponent(slug)}`;
