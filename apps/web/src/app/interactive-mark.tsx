import { useEffect } from "react";

/**
 * Marks `<html data-interactive>` once the app has rendered or hydrated in the browser and its handlers answer: a
 * prerendered form typed into and sent before that is posted to the server as plain HTML and comes back empty. The
 * end-to-end helpers wait for the mark before they type (a fast sign-in lost its fields that way).
 */
export const InteractiveMark = () => {
  useEffect(() => {
    document.documentElement.dataset["interactive"] = "true";
  }, []);
  return null;
};
