// Node-only helpers for the processes the apps run (the fake API and the CLI); the web app never imports this.
export { pinTickShape } from "./pin-tick-shape";
