// A patient's questionnaires as the prescriptions and the record read them: the definition a request was answered
// against (undefined when there is none; the reader decides what that means), its answers, the medication chosen,
// the patient's requests of a category, and a request by id. The statements stay the questionnaires'.
export {
  findDefinition,
  findMedication,
  findPatientQuestionnaire,
  listOwnedInCategory,
  loadAnswers,
  type PatientQuestionnaireRow,
} from './questionnaires.repository.ts';
