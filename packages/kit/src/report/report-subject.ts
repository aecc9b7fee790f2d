/**
 * What a report is about: someone else's car (named by its title) or member page; a post or a
 * logbook entry, through its discussion (ADR 0151), named by its title; a comment, named by its
 * author (ADR 0159).
 */
export type ReportSubject =
  | { subjectType: 'vehicle'; vehicleId: string; name: string }
  | { subjectType: 'member'; nickname: string }
  | { subjectType: 'discussion'; discussionId: string; name: string }
  | { subjectType: 'comment'; commentId: string; name: string };

export const reportSubjectName = (subject: ReportSubject): string =>
  subject.subjectType === 'member' ? subject.nickname : subject.name;
