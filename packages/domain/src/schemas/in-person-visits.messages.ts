/** What in-person visits say to patients and clinicians (the schemas' messages, and the notes around a visit). */
export const IN_PERSON = {
  categoriesRequired: 'Choose at least one treatment you can see patients for.',
  daysRequired: 'Choose at least one day you accept visits.',
  hoursInvalid: 'The closing hour must be after the opening hour.',
  timesCount: 'Please choose two or three times that suit you.',
  timesDistinct: 'Please choose different times.',
  timeOutsideHours: 'One of the chosen times is outside the clinician’s visiting hours. Please choose again.',
  declineReasonRequired: 'Please tell the patient why you cannot see them.',
  notMedicalRecord:
    'Carespace introduces you and passes on the request. The visit itself, and anything written during it, is between the patient and the clinician: it is not part of your Carespace record.',
} as const;
