// Images and fonts imported by a component: their address, as Vite would give it.
module.exports = '/static/test-file';
