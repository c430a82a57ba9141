// Stylesheets imported by a component: nothing to apply in jsdom.
module.exports = {};
