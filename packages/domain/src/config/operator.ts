/** The operator's service provider id (spec 01 §1): the {spid} of the API paths and the SPID of the bodies. */
export const SPID = 67;
