/**
 * A New Zealand mobile number as people write it: the MSISDN's country code 64 becomes the leading 0, in groups
 * of three, three and the rest ("64215449131" -> "021 544 9131"). Anything else is shown as it came.
 */
export const mobileNumberText = (msisdn: string): string => {
  const digits = msisdn.replace(/^\+/, "");
  if (!/^64\d{8,10}$/.test(digits)) return msisdn;
  const local = `0${digits.slice(2)}`;
  return `${local.slice(0, 3)} ${local.slice(3, 6)} ${local.slice(6)}`;
};
