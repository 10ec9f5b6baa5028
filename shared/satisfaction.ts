/** Satisfaction: surveys and pulses, their questions and states, feedback messages and their scopes. */

export const SURVEY_KINDS = ['SURVEY', 'PULSE'] as const;
export type SurveyKind = (typeof SURVEY_KINDS)[number];

export const SURVEY_STATUSES = ['DRAFT', 'OPEN', 'CLOSED'] as const;
export type SurveyStatus = (typeof SURVEY_STATUSES)[number];

/** `edit` and `delete` touch a draft; `open` distributes it; `close` ends the answers. */
export const SURVEY_ACTIONS = ['edit', 'delete', 'open', 'close'] as const;
export type SurveyAction = (typeof SURVEY_ACTIONS)[number];

/** RATING: 1 to 5; ENPS: 0 to 10 ("would you recommend…"); CHOICE: one of the options; TEXT: free text. */
export const QUESTION_TYPES = ['RATING', 'ENPS', 'CHOICE', 'TEXT'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** Who receives a survey when it opens: every employee, or those of some departments (sub-departments included). */
export const SURVEY_AUDIENCES = ['EVERYONE', 'DEPARTMENTS'] as const;
export type SurveyAudience = (typeof SURVEY_AUDIENCES)[number];

export const FEEDBACK_TYPES = ['KUDOS', 'FEEDBACK', 'APPRECIATION', 'VALUES_SHOUTOUT'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

/** Who sees a message besides its sender and recipient: the recipient's team, department, or everyone. */
export const FEEDBACK_SCOPES = ['TEAM', 'DEPARTMENT', 'COMPANY'] as const;
export type FeedbackScope = (typeof FEEDBACK_SCOPES)[number];

/** Results of a group (the whole survey, a department, a question) smaller than this are never shown. */
export const MIN_GROUP_SIZE = 3;

export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const ENPS_MIN = 0;
export const ENPS_MAX = 10;

export const SURVEY_TITLE_MAX = 200;
export const SURVEY_DESCRIPTION_MAX = 2000;
export const QUESTIONS_MAX = 50;
export const QUESTION_LABEL_MAX = 500;
export const CHOICE_OPTIONS_MAX = 20;
export const CHOICE_OPTION_MAX = 100;
export const TEXT_ANSWER_MAX = 2000;
export const FEEDBACK_MESSAGE_MAX = 1000;
export const VALUE_NAME_MAX = 80;
export const VALUE_DESCRIPTION_MAX = 500;
