/** A real New Zealand street the location search draws addresses from: where it is and roughly where on the map. */
export interface NzStreet {
  readonly name: string;
  readonly type?: string;
  readonly suburb: string;
  readonly city: string;
  readonly region: string;
  readonly postCode: string;
  readonly lat: number;
  readonly lon: number;
}

const street = (
  name: string,
  type: string | undefined,
  suburb: string,
  city: string,
  region: string,
  postCode: string,
  lat: number,
  lon: number,
): NzStreet => ({ name, ...(type === undefined ? {} : { type }), suburb, city, region, postCode, lat, lon });

const AKL = ["Auckland", "Auckland"] as const;
const WLG = ["Wellington", "Wellington"] as const;
const CHC = ["Christchurch", "Canterbury"] as const;

/** Main streets of the cities and towns the demo world's customers live in (postcodes as NZ Post has them). */
export const NZ_STREETS: ReadonlyArray<NzStreet> = [
  street("Queen", "Street", "Auckland Central", ...AKL, "1010", -36.8485, 174.7633),
  street("Karangahape", "Road", "Auckland Central", ...AKL, "1010", -36.8581, 174.7567),
  street("Ponsonby", "Road", "Ponsonby", ...AKL, "1011", -36.8562, 174.7443),
  street("Jervois", "Road", "Herne Bay", ...AKL, "1011", -36.8467, 174.7328),
  street("Great North", "Road", "Grey Lynn", ...AKL, "1021", -36.8647, 174.7347),
  street("Dominion", "Road", "Mount Eden", ...AKL, "1024", -36.8809, 174.7507),
  street("Mount Eden", "Road", "Mount Eden", ...AKL, "1024", -36.874, 174.76),
  street("Broadway", undefined, "Newmarket", ...AKL, "1023", -36.869, 174.779),
  street("Remuera", "Road", "Remuera", ...AKL, "1050", -36.878, 174.799),
  street("Tamaki", "Drive", "Mission Bay", ...AKL, "1071", -36.85, 174.832),
  street("Hurstmere", "Road", "Takapuna", ...AKL, "0622", -36.788, 174.772),
  street("Lake", "Road", "Devonport", ...AKL, "0624", -36.81, 174.792),
  street("Great South", "Road", "Ōtāhuhu", ...AKL, "1062", -36.944, 174.84),
  street("Te Irirangi", "Drive", "Flat Bush", ...AKL, "2019", -36.97, 174.91),
  street("Lincoln", "Road", "Henderson", ...AKL, "0610", -36.862, 174.635),
  street("Pakuranga", "Road", "Pakuranga", ...AKL, "2010", -36.9, 174.88),
  street("Lambton", "Quay", "Wellington Central", ...WLG, "6011", -41.281, 174.776),
  street("Willis", "Street", "Te Aro", ...WLG, "6011", -41.288, 174.774),
  street("Cuba", "Street", "Te Aro", ...WLG, "6011", -41.293, 174.775),
  street("Courtenay", "Place", "Te Aro", ...WLG, "6011", -41.293, 174.781),
  street("Oriental", "Parade", "Oriental Bay", ...WLG, "6011", -41.291, 174.793),
  street("Tinakori", "Road", "Thorndon", ...WLG, "6011", -41.273, 174.774),
  street("Riddiford", "Street", "Newtown", ...WLG, "6021", -41.308, 174.779),
  street("Karori", "Road", "Karori", ...WLG, "6012", -41.285, 174.74),
  street("Ohiro", "Road", "Brooklyn", ...WLG, "6021", -41.305, 174.762),
  street("High", "Street", "Lower Hutt Central", "Lower Hutt", "Wellington", "5010", -41.21, 174.905),
  street("Colombo", "Street", "Christchurch Central", ...CHC, "8011", -43.532, 172.637),
  street("Riccarton", "Road", "Riccarton", ...CHC, "8041", -43.53, 172.597),
  street("Papanui", "Road", "Merivale", ...CHC, "8014", -43.513, 172.62),
  street("Lincoln", "Road", "Addington", ...CHC, "8024", -43.543, 172.617),
  street("Ferry", "Road", "Woolston", ...CHC, "8023", -43.548, 172.67),
  street("Marine", "Parade", "New Brighton", ...CHC, "8061", -43.507, 172.731),
  street("Victoria", "Street", "Hamilton Central", "Hamilton", "Waikato", "3204", -37.787, 175.279),
  street("Grey", "Street", "Hamilton East", "Hamilton", "Waikato", "3216", -37.793, 175.294),
  street("Cameron", "Road", "Tauranga", "Tauranga", "Bay of Plenty", "3110", -37.69, 176.165),
  street("Maunganui", "Road", "Mount Maunganui", "Tauranga", "Bay of Plenty", "3116", -37.65, 176.19),
  street("Fenton", "Street", "Rotorua", "Rotorua", "Bay of Plenty", "3010", -38.14, 176.253),
  street("George", "Street", "North Dunedin", "Dunedin", "Otago", "9016", -45.87, 170.505),
  street("Princes", "Street", "Dunedin Central", "Dunedin", "Otago", "9016", -45.878, 170.5),
  street("Shotover", "Street", "Queenstown", "Queenstown", "Otago", "9300", -45.031, 168.661),
  street("Marine", "Parade", "Napier South", "Napier", "Hawke's Bay", "4110", -39.495, 176.92),
  street(
    "Fitzherbert",
    "Avenue",
    "Palmerston North Central",
    "Palmerston North",
    "Manawatū-Whanganui",
    "4410",
    -40.36,
    175.615,
  ),
  street("Trafalgar", "Street", "Nelson", "Nelson", "Nelson", "7010", -41.273, 173.284),
  street("Courtenay", "Street", "New Plymouth Central", "New Plymouth", "Taranaki", "4310", -39.06, 174.077),
  street("Bank", "Street", "Whangārei", "Whangārei", "Northland", "0110", -35.725, 174.32),
  street("Dee", "Street", "Invercargill", "Invercargill", "Southland", "9810", -46.411, 168.348),
];
