/**
 * What the embiums service asks the services that keep the records before it rewards what only
 * the client sees finish; `app.ts` hands them in, so the embiums service imports no sibling.
 */
export interface EmbiumChecks {
  /** Whether the child's content status says the lesson (a video id) is finished; an unknown video is CONTENT_NOT_FOUND. */
  lessonFinished: (childId: string, videoId: string) => Promise<boolean>;
  /**
   * Whether the test session was closed by the child's own runner (submitted, or its time ran
   * out on the device); another child's is FORBIDDEN, an unknown one SESSION_NOT_FOUND.
   */
  testSubmitted: (childId: string, sessionId: string) => Promise<boolean>;
}
