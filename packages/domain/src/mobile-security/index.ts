export {
  MobileSecurity,
  MobileSecurityRequest,
  SecurityChannel,
  SecurityReport,
  SecurityRule,
  StoppedContact,
} from "./security-schemas";
export {
  NO_SECURITY,
  SECURITY_LIST_MAX,
  SecurityMessageKeys,
  activeList,
  addSecurityNumber,
  removeSecurityNumber,
  securityNumber,
  stoppedBy,
  withSwitch,
  type ActiveList,
  type SecurityListName,
} from "./security-rules";
export {
  SecurityRefused,
  changeMobileSecurity,
  loadMobileSecurity,
  loadSecurityReport,
  type SecurityChange,
  type SecurityService,
} from "./use-cases/manage-security";
