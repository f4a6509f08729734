/** The student's classes: the list, joining by invite code and leaving (learning spec §2). */
export const MY_CLASSROOMS_PATH = '/my-classrooms';
