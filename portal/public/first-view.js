// The light page the server writes for a shared link or the landing (libs/runtime's first view):
// it plays and links without this script. This adds what a script can: a signed-in person gets
// the app at once (their session lives in localStorage, which the server cannot see), and a
// visitor's waveforms follow their preview, whose plays count for its producer. Loaded `defer`,
// no module: it runs in any browser.
/* global document, window, fetch, navigator */
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
  // 'Compartilhar': the phone's share sheet where there is one, else the link copied (ShareButton's).
  view.querySelectorAll('[data-share-url]').forEach(function (button) {
    var status = button.parentNode.querySelector('[role=status]');
    button.hidden = false;
    button.addEventListener('click', function () {
      var url = button.dataset.shareUrl;
      if (navigator.share) {
        navigator.share({ title: document.title, text: button.dataset.shareText, url: url }).catch(function () {});
        return;
      }
      navigator.clipboard.writeText(url).then(
        function () {
          status.textContent = 'Link copiado';
        },
        function () {
          status.textContent = 'Copie o link: ' + url;
        },
      );
    });
  });

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

  // The landing's plans come from the billing API, as in the app (whose landing the link after them opens).
  var plans = document.getElementById('fv-plans');
  if (plans) {
    fetch('/api/plans')
      .then(function (answer) {
        return answer.ok ? answer.json() : [];
      })
      .then(function (list) {
        if (!list.length) return;
        plans.appendChild(planCards(list, plans.dataset.choose));
        // The way to them without scripts is not needed any more.
        plans.nextElementSibling.remove();
      })
      .catch(function () {});
  }

  function element(tag, className, text) {
    var made = document.createElement(tag);
    if (className) made.className = className;
    if (text) made.textContent = text;
    return made;
  }

  // The app's PlanCard, its words: 'Começar grátis' or 'Assinar'; a visitor chooses after signing up.
  function planCards(list, choose) {
    var cards = element('ul', 'fv-plans');
    list.forEach(function (plan) {
      var card = element('li', 'fv-plan');
      var features = element('ul');
      plan.metadata.forEach(function (line) {
        features.appendChild(element('li', null, line));
      });
      var action = element(
        'a',
        'fv-button' + (plan.tier === 'basic' ? ' fv-solid' : ''),
        plan.value ? 'Assinar' : 'Começar grátis',
      );
      action.href = choose;
      action.setAttribute('aria-label', action.textContent + ': plano ' + plan.title);
      card.append(element('h3', null, plan.title), element('p', 'fv-price', plan.priceLabel), features, action);
      cards.appendChild(card);
    });
    return cards;
  }
})();
