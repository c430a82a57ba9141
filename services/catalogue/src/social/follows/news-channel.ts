/** NOTIFY channel: a batch of followers was just told of a sound (payload: the sound's id). */
export const FOLLOWER_NEWS_CHANNEL = 'catalogue_follower_news';
