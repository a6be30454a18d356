/**
 * Field labels, as message keys: the `field` param of the generic messages ("Please, enter {{field}}") holds one
 * of these, and the UI translates it before interpolating.
 */
export const FieldLabels = {
  firstName: "validation.field_first_name",
  lastName: "validation.field_last_name",
  email: "validation.field_email",
  confirmEmail: "validation.field_confirm_email",
  password: "validation.field_password",
  oldPassword: "validation.field_old_password",
  newPassword: "validation.field_new_password",
  verificationCode: "validation.field_verification_code",
  invitationCode: "validation.field_invitation_code",
  mobileNumber: "validation.field_mobile_number",
  simId: "validation.field_sim_id",
  phoneOrSim: "validation.field_phone_or_sim",
  voucherCode: "validation.field_voucher_code",
  amount: "validation.field_amount",
  days: "validation.field_days",
  buildingName: "validation.field_building_name",
  unit: "validation.field_unit",
  streetNumber: "validation.field_street_number",
  streetName: "validation.field_street_name",
  streetType: "validation.field_street_type",
  suburb: "validation.field_suburb",
  city: "validation.field_city",
  state: "validation.field_state",
  postcode: "validation.field_postcode",
  country: "validation.field_country",
  providerName: "validation.field_provider_name",
  accountHolder: "validation.field_account_holder",
  accountNumber: "validation.field_account_number",
  connectionId: "validation.field_connection_id",
} as const;
export type FieldLabel = (typeof FieldLabels)[keyof typeof FieldLabels];
