export { UserError, UserErrorTags } from "./user-error";
