import type { ApiError } from "../ports";

export type PortingErrorMessage =
  | { readonly key: "porting.server_message"; readonly message: string }
  | { readonly key: "porting.try_again_later" };

const TRY_AGAIN_LATER: PortingErrorMessage = { key: "porting.try_again_later" };

/** HTTP 400-599 except 500 show the server's message; anything else (and an empty message) 'try again later'. */
export const portingErrorMessage = (
  status: number | undefined,
  serverMessage: string | undefined,
): PortingErrorMessage => {
  const message = (serverMessage ?? "").trim();
  if (status === undefined || status < 400 || status > 599 || status === 500 || message === "")
    return TRY_AGAIN_LATER;
  return { key: "porting.server_message", message };
};

/** The same rule over the domain's API errors: only replies with a status carry a server message. */
export const portingErrorMessageOf = (error: ApiError): PortingErrorMessage => {
  switch (error._tag) {
    case "ApiFailure":
      return portingErrorMessage(error.status, error.message);
    case "Forbidden":
      return portingErrorMessage(403, error.message);
    case "Unauthorized":
      return portingErrorMessage(401, error.message);
    case "TooManyAttempts":
      return portingErrorMessage(429, error.message);
    case "NetworkError":
    case "DecodeError":
      return TRY_AGAIN_LATER;
  }
};
