// The light page the server writes for a shared link or the landing (libs/runtime's first view):
// it plays and links without this script. This adds what a script can: a signed-in person gets
// the app at once (their session lives in localStorage, which the server cannot see), and a
// visitor's waveforms follow their preview, whose plays count for its producer. Loaded `defer`,
// no module: it runs in any browser.
/* global document, window, fetch */
(function () {
  var view = document.getElementById('first-view');
  if (!view) return;
  var signedIn = false;
  try {
    signedIn = !!window.localStorage.getItem('sampleteca.auth.session');
  } catch {
    // Storage blocked: a visitor.
  }
  if (signedIn) {
    // The cookie (a hint, no token) makes the server send the app itself next time.
    document.cookie = 'sampleteca_signed_in=1; Path=/; Max-Age=2592000; SameSite=Lax';
    view.remove();
    var app = document.createElement('script');
    app.type = 'module';
    app.src = document.currentScript.dataset.app;
    document.head.appendChild(app);
    return;
  }
  var players = view.querySelectorAll('audio');
  players.forEach(function (audio) {
    var card = audio.closest('[data-sound-id]');
    var wave = card && card.querySelector('.fv-wave');
    var counted = false;
    audio.addEventListener('play', function () {
      // One preview at a time, as in the app.
      players.forEach(function (other) {
        if (other !== audio) other.pause();
      });
      // The producer's 'Meu painel' counts a visitor's play as the app's player tells it (once a day, server-side).
      if (!counted && card) {
        counted = true;
        fetch('/api/sounds/' + card.dataset.soundId + '/plays', { method: 'POST' }).catch(function () {});
      }
    });
    if (!wave) return;
    audio.addEventListener('timeupdate', function () {
      var share = audio.duration ? audio.currentTime / audio.duration : 0;
      wave.style.setProperty('--played', (share * 100).toFixed(2) + '%');
    });
  });
})();
