import { IDENTITY_NAMES, type IdentityName } from '../test/identities.ts';

/**
 * Who may call what: every route of the app × every kind of caller × whose object, with the status the product
 * answers. authorization-matrix.test.ts calls each cell with a valid request and checks the status, and fails when
 * a route of the app has no row here or a row names a route the app does not have.
 *
 * Reading the table
 * - A row starts with the route as Fastify names it ("METHOD /path/:param"), then a case, then one status per
 *   caller. Lines that start with spaces add cases to the route above. "#" starts a comment.
 * - Callers: anon = signed out (holding a questionnaire draft cookie); patA, patB = patients A and B; seek = a
 *   provider looking for space; host = a provider whose practice lists space and pays the membership; hstB = the
 *   host of another practice; phar = a pharmacist (no practice); proX = a healthcare professional (HPRO) licensed
 *   elsewhere, proH = one licensed in patient A's state (New Jersey); admn = an admin (no practice).
 * - Cases: "-" for a route that acts on nothing of anyone's. "own" = the caller's own object (their account,
 *   questionnaire, practice, listing, file, chat); "other" = someone else's of the same kind (patient B's for
 *   patient A, patient A's for everyone else; for practices and listings, otherHost's for the host and the host's
 *   for everyone else). Other names say which object: "pending" and "approved" are patient A's prescription
 *   requests, a folder name is the folder uploaded to or downloaded from; authorization-requests.ts builds them.
 * - Statuses: the HTTP status; "403a" is 403 with the code NO_ADMIN_PRIVILEGES; "-" means the caller has no such
 *   object (nothing is called).
 * - Derived checks, no notation needed: where a caller is refused whatever the object (a signed-out caller with
 *   401 in every case: the route needs a session; a signed-in caller with 403 or 403a in every case: the route is
 *   not for their role), the caller also sends an invalid body, query or path and must get the same refusal
 *   (authentication and role before validation); and the same invalid request from a caller who is let through
 *   must be a 400, which proves the request was invalid.
 *
 * Adding a route: add its row here (what SHOULD happen for each caller; refusals of others' objects are 404, of
 * a role 403, of a signed-out caller 401) and a valid request for it in authorization-requests.ts.
 */
export const AUTHORIZATION_MATRIX = `
# route                                                    case                   anon patA patB seek host hstB phar proX proH admn
GET    /api/openapi.json                                   -                      200  200  200  200  200  200  200  200  200  200
GET    /api/health                                         -                      200  200  200  200  200  200  200  200  200  200
GET    /api/ready                                          -                      200  200  200  200  200  200  200  200  200  200

# ---- sign-in and account (the emailed or texted key is the credential of the key routes) ----
GET    /api/auth/identity                                  -                      200  200  200  200  200  200  200  200  200  200
POST   /api/auth/signup/patient                            -                      200  200  200  200  200  200  200  200  200  200
POST   /api/auth/signup/provider                           -                      200  200  200  200  200  200  200  200  200  200
POST   /api/auth/login                                     -                      200  200  200  200  200  200  200  200  200  200
POST   /api/auth/two-factor/verify                         -                      200  200  200  200  200  200  200  200  200  200
POST   /api/auth/two-factor                                -                      200  200  200  200  200  200  200  200  200  200
GET    /api/logout                                         -                      200  200  200  200  200  200  200  200  200  200
POST   /api/auth/verify-email                              -                      200  200  200  200  200  200  200  200  200  200
POST   /api/auth/verify-update-email                       -                      200  200  200  200  200  200  200  200  200  200
POST   /api/auth/forgot-password                           -                      200  200  200  200  200  200  200  200  200  200
POST   /api/auth/reset-password                            -                      200  200  200  200  200  200  200  200  200  200
POST   /api/auth/welcome                                   -                      200  200  200  200  200  200  200  200  200  200
POST   /api/auth/security-check                            -                      401  200  200  200  200  200  200  200  200  200
# Invitations go into the caller's own practice, which only its owner may grow (no practice: 403).
POST   /api/organization/invite                            -                      401  403  403  200  200  200  403  403  403  403
GET    /api/account/security                               -                      401  200  200  200  200  200  200  200  200  200
POST   /api/account/change-email                           own                    -    200  200  200  200  200  200  200  200  200
                                                           other                  401  404  404  404  404  404  404  404  404  404
PUT    /api/account/change-password                        own                    -    200  200  200  200  200  200  200  200  200
                                                           other                  401  404  404  404  404  404  404  404  404  404
PUT    /api/account/change-phone                           own                    -    200  200  200  200  200  200  200  200  200
                                                           other                  401  404  404  404  404  404  404  404  404  404
POST   /api/account/send-verify-phone                      -                      401  200  200  200  200  200  200  200  200  200
POST   /api/account/check-verify-phone                     own                    -    200  200  200  200  200  200  200  200  200
                                                           other                  401  404  404  404  404  404  404  404  404  404
PUT    /api/account/two-factor-setup                       own                    -    200  200  200  200  200  200  200  200  200
                                                           other                  401  404  404  404  404  404  404  404  404  404
POST   /api/audit/access-ePHI                              -                      401  200  200  200  200  200  200  200  200  200
POST   /api/audit/continue-ePHI                            -                      401  200  200  200  200  200  200  200  200  200
POST   /api/audit/logout-ePHI                              -                      401  200  200  200  200  200  200  200  200  200

# ---- admin console ----
GET    /api/admin/audit-events                             -                      401  403a 403a 403a 403a 403a 403a 403a 403a 200
GET    /api/admin/patients                                 -                      401  403a 403a 403a 403a 403a 403a 403a 403a 200
GET    /api/admin/providers                                -                      401  403a 403a 403a 403a 403a 403a 403a 403a 200
GET    /api/admin/properties                               -                      401  403a 403a 403a 403a 403a 403a 403a 403a 200
# The tables' CSV downloads: the same filters, every matching row (a bulk ePHI read, audited).
GET    /api/admin/patients/export                          -                      401  403a 403a 403a 403a 403a 403a 403a 403a 200
GET    /api/admin/providers/export                         -                      401  403a 403a 403a 403a 403a 403a 403a 403a 200
GET    /api/admin/properties/export                        -                      401  403a 403a 403a 403a 403a 403a 403a 403a 200
GET    /api/admin/bookings                                 -                      401  403a 403a 403a 403a 403a 403a 403a 403a 200
GET    /api/admin/bookings/export                          -                      401  403a 403a 403a 403a 403a 403a 403a 403a 200
GET    /api/admin/prescriptions/export                     -                      401  403a 403a 403a 403a 403a 403a 403a 403a 200
GET    /api/admin/connections/export                       -                      401  403a 403a 403a 403a 403a 403a 403a 403a 200
GET    /api/admin/stats                                    -                      401  403a 403a 403a 403a 403a 403a 403a 403a 200
GET    /api/admin/users/:userId                            own                    -    403a 403a 403a 403a 403a 403a 403a 403a 200
                                                           other                  401  403a 403a 403a 403a 403a 403a 403a 403a 200
# An admin cannot change their own status (400), so the console never locks out the person using it.
PUT    /api/admin/users/:userId/status                     own                    -    403a 403a 403a 403a 403a 403a 403a 403a 400
                                                           other                  401  403a 403a 403a 403a 403a 403a 403a 403a 200

# ---- public reference data and forms ----
POST   /api/misc/reference-tables                          -                      200  200  200  200  200  200  200  200  200  200
GET    /api/search/GeolocationFromZipcode/                 -                      200  200  200  200  200  200  200  200  200  200
GET    /api/search/place                                   -                      401  403  403  200  200  200  200  200  200  200
POST   /api/pricing/medications                            -                      200  200  200  200  200  200  200  200  200  200
POST   /api/contact                                        -                      200  200  200  200  200  200  200  200  200  200
POST   /api/contact/mailing-list                           -                      200  200  200  200  200  200  200  200  200  200
GET    /api/wrvu/codes                                     -                      200  200  200  200  200  200  200  200  200  200
POST   /api/wrvu/email-results                             -                      200  200  200  200  200  200  200  200  200  200
POST   /api/therapy-navigation                             -                      200  200  200  200  200  200  200  200  200  200
GET    /api/therapy-navigation/booked-slots                -                      200  200  200  200  200  200  200  200  200  200

# ---- state licenses: a provider's own (always pending when added); the admin's queue decides ----
GET    /api/licenses                                       -                      401  403  403  200  200  200  200  200  200  403
POST   /api/licenses                                       -                      401  403  403  200  200  200  200  200  200  403
DELETE /api/licenses/:id                                   own                    -    -    -    200  200  200  200  200  200  -
                                                           other                  401  403  403  404  404  404  404  404  404  403
GET    /api/admin/licenses                                 -                      401  403a 403a 403a 403a 403a 403a 403a 403a 200
POST   /api/admin/licenses/:id/verify                      -                      401  403a 403a 403a 403a 403a 403a 403a 403a 200
POST   /api/admin/licenses/:id/reject                      -                      401  403a 403a 403a 403a 403a 403a 403a 403a 200

# ---- files: uploads by folder (who works with it; admins anywhere), downloads by folder ----
POST   /api/upload-files/:folder                           properties             401  403  403  200  200  200  403  403  403  200
                                                           logos                  401  403  403  403  403  403  403  403  403  200
                                                           patientPrescriptions   401  403  403  403  403  403  403  200  200  200
                                                           patientQuestionnaires  401  200  200  403  403  403  403  403  403  200
                                                           providerLicenses       401  403  403  200  200  200  200  200  200  200
POST   /api/fileUploader/:folder                           properties             401  403  403  200  200  200  403  403  403  200
                                                           logos                  401  403  403  403  403  403  403  403  403  200
                                                           patientPrescriptions   401  403  403  403  403  403  403  200  200  200
                                                           patientQuestionnaires  401  200  200  403  403  403  403  403  403  200
                                                           providerLicenses       401  403  403  200  200  200  200  200  200  200
DELETE /api/fileUploader/:folder/:fileName                 own                    -    200  200  200  200  200  200  200  200  200
                                                           other                  401  404  404  404  404  404  404  404  404  200
# Patient A's ID photo: on the paid request (reviewers licensed here read it), and on the unpaid draft (nobody's
# to review). The prescription on the approved request is for the reviewer and the pharmacist; the patient's
# dashboard does not offer the document itself.
GET    /api/no-auth/download-file/:fileName/:folder        properties             200  200  200  200  200  200  200  200  200  200
                                                           logos                  200  200  200  200  200  200  200  200  200  200
                                                           patientQuestionnaires  401  200  404  404  404  404  404  404  200  200
                                                           draftUpload            401  200  404  404  404  404  404  404  404  200
                                                           patientPrescriptions   401  404  404  404  404  404  200  404  200  200
                                                           providerLicenses       401  404  404  404  404  404  404  404  200  200

# ---- online visit: questionnaires (a visitor's draft is theirs through its cookie) ----
GET    /api/questionnaire/definition/:treatmentCategory    -                      200  200  200  200  200  200  200  200  200  200
POST   /api/questionnaire/start                            -                      200  200  200  403  403  403  403  403  403  403
# Staff see a questionnaire only as a prescription request they may see (paid for reviewers licensed in its
# state, approved for pharmacists); an unpaid draft is between the patient and the admins.
GET    /api/questionnaire/:id                              own                    200  200  200  -    -    -    -    -    -    -
                                                           other                  404  404  404  404  404  404  404  404  404  200
                                                           pending                404  200  404  404  404  404  404  404  200  200
                                                           approved               404  200  404  404  404  404  200  404  200  200
PUT    /api/questionnaire/:id/answers                      own                    200  200  200  -    -    -    -    -    -    -
                                                           other                  404  404  404  404  404  404  404  404  404  404
POST   /api/questionnaire/:id/upload-files                 own                    200  200  200  -    -    -    -    -    -    -
                                                           other                  404  404  404  404  404  404  404  404  404  404
# Signing up inside the flow is for the visitor holding the draft; anyone signed in is told so (400).
POST   /api/questionnaire/:id/signup/code                  own                    200  -    -    -    -    -    -    -    -    -
                                                           other                  404  400  400  400  400  400  400  400  400  400
POST   /api/questionnaire/:id/signup                       own                    200  -    -    -    -    -    -    -    -    -
                                                           other                  404  400  400  400  400  400  400  400  400  400
PUT    /api/questionnaire/:id/medication                   own                    401  200  200  -    -    -    -    -    -    -
                                                           other                  401  404  404  404  404  404  404  404  404  404

# ---- online pharmacy: checkout, the patient's subscriptions, review and fulfilment ----
POST   /api/prescription/checkout                          own                    401  200  200  -    -    -    -    -    -    -
                                                           other                  401  404  404  403  403  403  403  403  403  403
# Another's checkout session is "session not found": UNABLE_TO_FIND_SESSION as a client error (400), nothing marked paid.
POST   /api/card-payment/checkout-session                  prescription           401  200  400  400  400  400  400  400  400  200
                                                           membership             401  400  400  400  200  400  400  400  400  200
GET    /api/prescription/subscription                      -                      401  200  200  403  403  403  403  403  403  403
# A receipt names the medication: the owner patient or an admin only; another patient's order is not found.
GET    /api/prescription/receipt/:orderId                  approved               401  200  404  403  403  403  403  403  403  200
# A patient's whole record and its access log: the patient's own only. Everyone else, admins included, is told
# it does not exist; an admin produces a record for a patient through the admin route, with a reason.
GET    /api/record/:userId/access-log                      own                    -    200  200  404  404  404  404  404  404  404
                                                           other                  401  404  404  404  404  404  404  404  404  404
GET    /api/record/:userId/:format                         own                    -    200  200  404  404  404  404  404  404  404
                                                           other                  401  404  404  404  404  404  404  404  404  404
POST   /api/admin/record/:userId                           other                  401  403a 403a 403a 403a 403a 403a 403a 403a 200
GET    /api/prescription/list                              -                      401  200  200  403  403  403  200  200  200  200
GET    /api/prescription/view-address                      approved               401  403  403  403  403  403  200  403  403  200
                                                           pending                401  403  403  403  403  403  404  403  403  404
POST   /api/prescription/approve                           pending                401  403  403  403  403  403  403  404  200  200
POST   /api/prescription/reject                            pending                401  403  403  403  403  403  403  404  200  200
POST   /api/prescription/refer                             pending                401  403  403  403  403  403  403  404  200  200

# ---- in-person visits: a provider's own offer (no practice: 400, nothing to attach it to); a patient's own
# referral and visit requests; a clinician's own received requests (anyone else's is not found) ----
GET    /api/in-person/offer                                -                      401  403  403  200  200  200  200  200  200  403
PUT    /api/in-person/offer                                -                      401  403  403  200  200  200  400  400  400  403
GET    /api/in-person/referrals/:id                        own                    -    200  200  -    -    -    -    -    -    -
                                                           other                  401  404  404  403  403  403  403  403  403  403
POST   /api/in-person/visit-requests                       own                    -    200  200  -    -    -    -    -    -    -
                                                           other                  401  404  404  403  403  403  403  403  403  403
GET    /api/in-person/visit-requests                       -                      401  403  403  200  200  200  200  200  200  403
GET    /api/in-person/visit-requests/:id/answers           own                    -    -    -    200  200  200  200  200  200  -
                                                           other                  401  403  403  404  404  404  404  404  404  403
POST   /api/in-person/visit-requests/:id/accept            own                    -    -    -    200  200  200  200  200  200  -
                                                           other                  401  403  403  404  404  404  404  404  404  403
GET    /api/admin/in-person/visit-requests                 -                      401  403a 403a 403a 403a 403a 403a 403a 403a 200
POST   /api/in-person/visit-requests/:id/decline           own                    -    -    -    200  200  200  200  200  200  -
                                                           other                  401  403  403  404  404  404  404  404  404  403
POST   /api/prescription/tracking                          approved               401  403  403  403  403  403  200  403  403  200
GET    /api/prescription/:id                               own                    401  200  200  -    -    -    -    -    -    -
                                                           other                  401  404  404  403  403  403  404  404  404  200
                                                           pending                401  200  404  403  403  403  404  404  200  200
                                                           approved               401  200  404  403  403  403  200  404  200  200
# Signed by the payment provider: the signature is the credential, whoever sends it.
POST   /api/card-payment/webhook                           -                      200  200  200  200  200  200  200  200  200  200
GET    /api/card-payment/customer-portal                   -                      401  200  200  403  403  403  403  403  403  403
GET    /api/card-payment/subscription-info                 own                    -    200  200  200  200  200  -    -    -    -
                                                           other                  401  404  404  404  404  404  404  404  404  200

# ---- provider membership (an organization's; managing it is its owner's, or an admin's) ----
# The host already pays (400 ALREADY_A_MEMBER); "other" here is a practice without a membership.
POST   /api/card-payment/membership                        own                    -    -    -    200  400  200  -    -    -    -
                                                           other                  401  404  404  404  404  404  404  404  404  200
GET    /api/card-payment/membership                        own                    -    -    -    200  200  200  -    -    -    -
                                                           other                  401  404  404  404  404  404  404  404  404  200
POST   /api/card-payment/customer-portal/:organizationId   own                    -    -    -    400  200  400  -    -    -    -
                                                           other                  401  404  404  404  404  404  404  404  404  200
# A browser navigation: to the sign-in page, the payment portal or the billing tab.
GET    /api/visit-stripe                                   -                      302  302  302  302  302  302  302  302  302  302
# A host practice's payouts: its own only (no object to name); browser redirects answer 302 to everyone.
GET    /api/card-payment/payouts                           -                      401  403  403  200  200  200  403  403  403  403
GET    /api/card-payment/payouts-redirect                  -                      302  302  302  302  302  302  302  302  302  302
GET    /api/card-payment/payouts/return                    -                      302  302  302  302  302  302  302  302  302  302

# ---- account page: profile, pictures, practice, notification preferences ----
GET    /api/profile                                        own                    -    200  200  200  200  200  200  200  200  200
                                                           other                  401  404  404  404  404  404  404  404  404  200
PUT    /api/profile                                        own                    -    200  200  200  200  200  200  200  200  200
                                                           other                  401  404  404  404  404  404  404  404  404  200
POST   /api/profilePicture/:organizationId/:userId/:type   own                    -    200  200  200  200  200  200  200  200  200
                                                           other                  401  404  404  404  404  404  404  404  404  200
                                                           ownPractice            -    -    -    200  200  200  -    -    -    -
                                                           otherPractice          401  404  404  404  404  404  404  404  404  200
PUT    /api/profile/avatar/:organizationId/:userId/:type   own                    -    200  200  200  200  200  200  200  200  200
                                                           other                  401  404  404  404  404  404  404  404  404  200
                                                           ownPractice            -    -    -    200  200  200  -    -    -    -
                                                           otherPractice          401  404  404  404  404  404  404  404  404  200
PUT    /api/organization                                   own                    -    -    -    200  200  200  -    -    -    -
                                                           other                  401  404  404  404  404  404  404  404  404  200
GET    /api/notification/:organizationId                   own                    -    200  200  200  200  200  200  200  200  200
                                                           other                  401  404  404  404  404  404  404  404  404  200
PUT    /api/notification/:organizationId                   own                    -    200  200  200  200  200  200  200  200  200
                                                           other                  401  404  404  404  404  404  404  404  404  200

# ---- space marketplace: listings (providers of any role; admins act for any practice) ----
GET    /api/properties                                     own                    -    -    -    200  200  200  -    -    -    -
                                                           other                  401  403  403  404  404  404  404  404  404  200
GET    /api/properties/guest                               own                    -    -    -    200  200  200  -    -    -    -
                                                           other                  401  403  403  404  404  404  404  404  404  200
GET    /api/properties/suggestion/geometry                 -                      401  403  403  200  200  200  200  200  200  200
GET    /api/properties/nearby                              -                      401  403  403  200  200  200  200  200  200  200
PUT    /api/properties/update-priority/:organizationId     own                    -    -    -    200  200  200  -    -    -    -
                                                           other                  401  403  403  404  404  404  404  404  404  200
# Opening a recommended listing of another practice; one's own listing is never a recommendation.
POST   /api/propertyMatch/:propertyId                      own                    -    -    -    404  404  404  -    -    -    -
                                                           other                  401  403  403  200  200  200  404  404  404  200
POST   /api/properties                                     own                    -    -    -    200  200  200  -    -    -    -
                                                           other                  401  403  403  404  404  404  404  404  404  200
# Listed properties are shown to every provider (without the street address); drafts only to their practice.
GET    /api/properties/:id                                 own                    -    -    -    200  200  200  -    -    -    -
                                                           other                  401  403  403  200  200  200  200  200  200  200
                                                           draft                  401  403  403  404  200  404  404  404  404  200
PUT    /api/properties/:id                                 own                    -    -    -    200  200  200  -    -    -    -
                                                           other                  401  403  403  404  404  404  404  404  404  200
DELETE /api/properties/:id                                 own                    -    -    -    200  200  200  -    -    -    -
                                                           other                  401  403  403  404  404  404  404  404  404  200
GET    /api/search/lessee                                  -                      401  403  403  200  200  200  403  403  403  200

# ---- introductions and property chat ----
# Applying to one's own listing is refused (400); a provider with no practice has no one to apply for (400).
POST   /api/propertyIntroduction                           own                    -    -    -    400  400  400  -    -    -    -
                                                           other                  401  403  403  200  200  200  400  400  400  200
GET    /api/propertyIntroduction/host/:organizationId      own                    -    -    -    200  200  200  -    -    -    -
                                                           other                  401  403  403  404  404  404  404  404  404  200
# Answering needs the membership: the host pays it; a practice on the free plan gets 403 MEMBERSHIP_REQUIRED.
POST   /api/propertyIntroduction/:decision/:applicationId  own                    -    -    -    403  200  403  -    -    -    -
                                                           other                  401  403  403  404  404  404  404  404  404  200
# ---- space bookings ----
# For practices (and admins): a provider with no practice has nothing to book or host (403). The calendar and the
# availability are for the host, admins and approved applicants (the seeker, approved at the host's listing); any
# other practice: 403 BOOKING_NOT_APPROVED. Changing the hours and reading who booked: the host's practice and
# admins only, anyone else 404. Booking: one's own listing is refused 400; the seeker's booking at the host's
# listing 400 only because the host has not opened it for bookings in this world; admins do not book (403).
GET    /api/bookings/properties/:propertyId/availability   own                    -    -    -    200  200  200  -    -    -    -
                                                           other                  401  403  403  200  403  403  403  403  403  200
PUT    /api/bookings/properties/:propertyId/availability   own                    -    -    -    200  200  200  -    -    -    -
                                                           other                  401  403  403  404  404  404  403  403  403  200
GET    /api/bookings/properties/:propertyId/slots          own                    -    -    -    200  200  200  -    -    -    -
                                                           other                  401  403  403  200  403  403  403  403  403  200
GET    /api/bookings/properties/:propertyId/bookings       own                    -    -    -    200  200  200  -    -    -    -
                                                           other                  401  403  403  404  404  404  403  403  403  200
POST   /api/bookings                                       own                    -    -    -    400  400  400  -    -    -    -
                                                           other                  401  403  403  400  403  403  403  403  403  403
GET    /api/bookings                                       -                      401  403  403  200  200  200  403  403  403  200
GET    /api/bookings/:bookingId                            own                    -    -    -    200  200  200  -    -    -    -
                                                           other                  401  403  403  404  404  404  403  403  403  200
GET    /api/bookings/:bookingId/cancellation               own                    -    -    -    200  200  200  -    -    -    -
                                                           other                  401  403  403  404  404  404  403  403  403  200
POST   /api/bookings/:bookingId/cancel                     own                    -    -    -    200  200  200  -    -    -    -
                                                           other                  401  403  403  404  404  404  403  403  403  200
GET    /api/propertyChat                                   -                      401  403  403  200  200  200  200  200  200  200
GET    /api/propertyChat/:chatId/messages                  own                    -    -    -    200  200  200  -    -    -    -
                                                           other                  401  403  403  404  404  404  404  404  404  200
POST   /api/propertyChat/:chatId/messages                  own                    -    -    -    200  200  200  -    -    -    -
                                                           other                  401  403  403  404  404  404  404  404  404  200
POST   /api/propertyChat/:chatId/read                      own                    -    -    -    200  200  200  -    -    -    -
                                                           other                  401  403  403  404  404  404  404  404  404  200
# The WebSocket upgrade: 101 Switching Protocols when allowed.
GET    /api/propertyChat/:chatId/socket                    own                    -    -    -    101  101  101  -    -    -    -
                                                           other                  401  403  403  404  404  404  404  404  404  101
GET    /api/propertyChat/:chatId/stream                    own                    -    -    -    200  200  200  -    -    -    -
                                                           other                  401  403  403  404  404  404  404  404  404  200

# ---- development helpers (never in production; only from the machine itself: the matrix calls from 127.0.0.1) ----
GET    /api/dev/mailbox                                    -                      200  200  200  200  200  200  200  200  200  200
GET    /dev/mailbox                                        -                      200  200  200  200  200  200  200  200  200  200
POST   /api/dev/payments/advance-clock                     -                      200  200  200  200  200  200  200  200  200  200

# ---- the payment sandbox's hosted pages (the session id or portal token in the address is the credential) ----
GET    /sandbox-pay/checkout/:sessionId                    -                      200  200  200  200  200  200  200  200  200  200
POST   /sandbox-pay/checkout/:sessionId                    -                      303  303  303  303  303  303  303  303  303  303
GET    /sandbox-pay/portal/:token                          -                      200  200  200  200  200  200  200  200  200  200
POST   /sandbox-pay/portal/:token/cancel                   -                      303  303  303  303  303  303  303  303  303  303
GET    /sandbox-pay/connect/:accountId                     -                      200  200  200  200  200  200  200  200  200  200
POST   /sandbox-pay/connect/:accountId                     -                      303  303  303  303  303  303  303  303  303  303
`;

/** One expected answer: an HTTP status, with the code NO_ADMIN_PRIVILEGES for "403a"; null = not called. */
export interface Expected {
  status: number;
  code?: 'NO_ADMIN_PRIVILEGES';
}

export interface MatrixRow {
  /** "METHOD /path", as the app's route table names it. */
  route: string;
  /** The case ("-" when the route acts on nothing of anyone's). */
  case: string;
  expect: Record<IdentityName, Expected | null>;
}

const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

function parseCell(cell: string, where: string): Expected | null {
  if (cell === '-') return null;
  const match = /^(\d{3})(a?)$/.exec(cell);
  if (!match) throw new Error(`${where}: "${cell}" is not a status`);
  return { status: Number(match[1]), ...(match[2] ? { code: 'NO_ADMIN_PRIVILEGES' as const } : {}) };
}

/** The table as rows; throws, naming the line, on anything it cannot read. */
export function parseMatrix(text: string = AUTHORIZATION_MATRIX): MatrixRow[] {
  const rows: MatrixRow[] = [];
  let route: string | null = null;
  for (const [index, line] of text.split('\n').entries()) {
    const where = `authorization matrix line ${index + 1}`;
    const content = line.replace(/#.*$/, '').trimEnd();
    if (!content.trim()) continue;
    const tokens = content.trim().split(/\s+/);
    if (!/^\s/.test(content)) {
      if (!METHODS.has(tokens[0]!)) throw new Error(`${where}: a row starts with an HTTP method`);
      route = `${tokens.shift()} ${tokens.shift()}`;
    } else if (!route) {
      throw new Error(`${where}: a case line needs a route above it`);
    }
    const caseName = tokens.shift();
    if (!caseName || tokens.length !== IDENTITY_NAMES.length) {
      throw new Error(`${where}: expected a case and ${IDENTITY_NAMES.length} statuses`);
    }
    const expect = Object.fromEntries(
      IDENTITY_NAMES.map((name, i) => [name, parseCell(tokens[i]!, `${where} (${name})`)]),
    ) as Record<IdentityName, Expected | null>;
    if (rows.some((row) => row.route === route && row.case === caseName)) {
      throw new Error(`${where}: ${route} has the case "${caseName}" twice`);
    }
    rows.push({ route: route!, case: caseName, expect });
  }
  return rows;
}
