import { createQueryClient, markPublicViewsStale, PUBLIC_QUERY_KEYS } from '../index';

describe('markPublicViewsStale', () => {
  it("marks the public car views and every member page stale, the signed-in member's own data kept", async () => {
    const queryClient = createQueryClient();
    const publicViews = [
      [...PUBLIC_QUERY_KEYS.vehicles, 'page', 'ann', 'golf'],
      PUBLIC_QUERY_KEYS.member('Ann'),
      PUBLIC_QUERY_KEYS.memberVehicles('Ann', 2),
    ];
    const own = ['profile'];
    for (const key of [...publicViews, own]) queryClient.setQueryData(key, { old: true });

    await markPublicViewsStale(queryClient);

    for (const key of publicViews) {
      expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
    }
    expect(queryClient.getQueryState(own)?.isInvalidated).toBe(false);
  });

  it('keys a member by their nickname whatever its case, as the API finds them', () => {
    expect(PUBLIC_QUERY_KEYS.memberVehicles('ANN', 1)).toEqual(
      PUBLIC_QUERY_KEYS.memberVehicles('ann', 1),
    );
  });
});
