// The flags of the rates page: only these files reach the build (each an asset of this page's chunk; the small
// ones inlined by Vite). flag-icons (lipis/flag-icons, MIT) draws them in 4:3 SVG.
import { DEFAULT_FLAG, flagImageKey, type FlagImageKey } from "@waea/domain/rates";
import aeFlag from "flag-icons/flags/4x3/ae.svg";
import auFlag from "flag-icons/flags/4x3/au.svg";
import bdFlag from "flag-icons/flags/4x3/bd.svg";
import caFlag from "flag-icons/flags/4x3/ca.svg";
import ckFlag from "flag-icons/flags/4x3/ck.svg";
import cnFlag from "flag-icons/flags/4x3/cn.svg";
import fjFlag from "flag-icons/flags/4x3/fj.svg";
import gbFlag from "flag-icons/flags/4x3/gb.svg";
import hkFlag from "flag-icons/flags/4x3/hk.svg";
import inFlag from "flag-icons/flags/4x3/in.svg";
import lkFlag from "flag-icons/flags/4x3/lk.svg";
import moFlag from "flag-icons/flags/4x3/mo.svg";
import myFlag from "flag-icons/flags/4x3/my.svg";
import npFlag from "flag-icons/flags/4x3/np.svg";
import nuFlag from "flag-icons/flags/4x3/nu.svg";
import pfFlag from "flag-icons/flags/4x3/pf.svg";
import pkFlag from "flag-icons/flags/4x3/pk.svg";
import sgFlag from "flag-icons/flags/4x3/sg.svg";
import toFlag from "flag-icons/flags/4x3/to.svg";
import twFlag from "flag-icons/flags/4x3/tw.svg";
import usFlag from "flag-icons/flags/4x3/us.svg";
import vnFlag from "flag-icons/flags/4x3/vn.svg";
import wsFlag from "flag-icons/flags/4x3/ws.svg";
import xxFlag from "flag-icons/flags/4x3/xx.svg";

/**
 * The flag of each location of spec 02 §9 (PLAN-09), by its image key. Hawaii shows the flag of the United States,
 * of which it is a state (the flag set has countries, not states); an unknown location shows the default: a plain
 * crossed flag.
 */
const FLAGS: Readonly<Record<FlagImageKey, string>> = {
  australia: auFlag,
  bangladesh: bdFlag,
  canada: caFlag,
  china: cnFlag,
  cook: ckFlag,
  fiji: fjFlag,
  french_polynesia: pfFlag,
  hawaii: usFlag,
  hong_kong: hkFlag,
  india: inFlag,
  macau: moFlag,
  malaysia: myFlag,
  nepal: npFlag,
  niue: nuFlag,
  pakistan: pkFlag,
  samoa: wsFlag,
  singapore: sgFlag,
  sri_lanka: lkFlag,
  taiwan: twFlag,
  tonga: toFlag,
  uae: aeFlag,
  uk: gbFlag,
  usa: usFlag,
  vietnam: vnFlag,
  [DEFAULT_FLAG]: xxFlag,
};

/** The flag image of a location key; the default flag for a location the rates do not know. */
export const flagUrl = (location: string): string => FLAGS[flagImageKey(location)];
