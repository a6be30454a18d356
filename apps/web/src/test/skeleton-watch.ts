/**
 * Whether a skeleton (a loading group: role="status", aria-busy) was put on screen at any moment while `act` ran: a
 * list that keeps its rows while its next page loads never shows one.
 */
export const skeletonShownDuring = async (act: () => Promise<unknown>): Promise<boolean> => {
  let seen = false;
  const observer = new MutationObserver(() => {
    seen ||= document.querySelector('[role="status"][aria-busy="true"]') !== null;
  });
  observer.observe(document.body, { childList: true, subtree: true });
  await act();
  observer.disconnect();
  return seen;
};
