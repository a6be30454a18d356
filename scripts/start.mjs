// `npm start`: the portal and the fake API on one port. Filled in as the apps arrive.
console.log(
  "waea: the web portal and fake API are coming in a later issue. `npm test` runs the checks today.",
);
