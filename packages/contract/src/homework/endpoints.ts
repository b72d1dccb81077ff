import type { Paged } from '../envelope.js';
import type { HomeworkCorrection, HomeworkPhoto, TopicHit, TopicPhotoSearch } from './types.js';
import { as, get, post } from '../endpoint.js';

/** Homework correction from a photo (thirdpart/…). docs/homework.md. */
export const homeworkEndpoints = {
  upload: post('thirdpart/AIPigaiUpload', 'user', 'homeworkUploadInput', as<HomeworkPhoto>(), 'upload'),
  correct: post(
    'thirdpart/correctHomework',
    'user',
    'correctHomeworkInput',
    as<HomeworkCorrection>(),
    'upload',
  ),
  list: get('thirdpart/getCorrectHWList', 'user', 'correctListQuery', as<Paged<HomeworkCorrection>>()),
  /** This project's call: one correction with its marks. */
  info: get('thirdpart/getCorrectHWInfo', 'user', 'correctInfoQuery', as<HomeworkCorrection>()),
};

/** Finding a question of the book's exercises (searchTopics), by text or by a photo. docs/homework.md. */
export const topicEndpoints = {
  search: get('book/searchTopics', 'none', 'searchTopicsQuery', as<Paged<TopicHit>>()),
  searchByPhoto: post(
    'book/searchTopicsByPhoto',
    'user',
    'searchTopicsByPhotoInput',
    as<TopicPhotoSearch>(),
    'upload',
  ),
};
