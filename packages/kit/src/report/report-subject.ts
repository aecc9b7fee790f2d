/** What a report is about: someone else's car (named by its title) or member page. */
export type ReportSubject =
  | { subjectType: 'vehicle'; vehicleId: string; name: string }
  | { subjectType: 'member'; nickname: string };
