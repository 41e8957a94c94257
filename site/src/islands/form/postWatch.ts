// For tests of checked forms: the posts the browser would send, i.e. the submit events nothing stopped
// before the story's own guard (storySupport stayOnPage) at the window.
export function watchPosts(): { posts: FormData[]; stop: () => void } {
  const posts: FormData[] = [];
  const count = (event: Event) => {
    if (!event.defaultPrevented) posts.push(new FormData(event.target as HTMLFormElement, (event as SubmitEvent).submitter));
  };
  window.addEventListener('submit', count);
  return { posts, stop: () => window.removeEventListener('submit', count) };
}
