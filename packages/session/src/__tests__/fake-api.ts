import { apiClient } from '@carclub/api-client';
import { fakeApi as fakeTransport, type Routes } from '@carclub/testing/fake-api';

/** The shared fake transport on the api-client the session loads: a table of routes. */
export const fakeApi = (routes: Routes) => fakeTransport(apiClient, routes);
