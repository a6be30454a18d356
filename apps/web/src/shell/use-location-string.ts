import { useLocation, useSearch } from "wouter";

/** The current location as the domain reads it: path and query ("/sign-in?redirect=%2Flink"). */
export const useLocationString = (): string => {
  const [path] = useLocation();
  const search = useSearch();
  return search === "" ? path : `${path}?${search}`;
};
