export { intentKeysLayer, randomIntentKeys } from "./random-intent-keys";
