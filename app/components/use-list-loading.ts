// Whether the page is loading another view of itself (a filter, the next page of its list): the
// blog, a city and the hotels list then show their cards as placeholders, while a navigation to
// another page leaves them as they are.
import { useLocation, useNavigation } from "react-router";

export function useIsListLoading(): boolean {
  const location = useLocation();
  const navigation = useNavigation();
  return navigation.state === "loading" && navigation.location.pathname === location.pathname;
}
