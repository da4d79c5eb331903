//go:build js

package platform

import "syscall/js"

// guardResume lets a page's AudioContext have one resume() under way at a
// time. Ebitengine's audio (oto v3.4) asks the context to resume on every
// touchend, keyup and mouseup until its first resume has finished, each
// time with a .then of the same callback, which it releases when the first
// one runs: a second resume that finishes later calls a released Go
// function ("call to released function" in the console). That is what
// typing into the chat box, the first gesture of a page opened by a
// table's link, did. A resume() asked while one is under way gets a
// promise that never settles (the first one's answer is the one that
// counts); once it has settled, the next is the browser's own again.
func guardResume() {
	defer func() { _ = recover() }() // a page that forbids Function: audio as it was
	js.Global().Get("Function").New(`
for (const C of [self.AudioContext, self.webkitAudioContext]) {
	if (!C || C.prototype.noddyGuarded) continue;
	const resume = C.prototype.resume;
	C.prototype.noddyGuarded = true;
	C.prototype.resume = function () {
		if (this.noddyResuming) return new Promise(() => {});
		const p = resume.apply(this, arguments);
		this.noddyResuming = true;
		const done = () => { this.noddyResuming = false; };
		p.then(done, done);
		return p;
	};
}`).Invoke()
}

// soundAllowed reports whether the page has had the person's press,
// click, tap or key (the browser's sticky user activation): by default a
// browser lets no page's sound play before it, and the AudioContext costs the page
// about 0.1–0.2 s to open, which at the first frame held the first deal
// up; after it, the context starts running as it opens. Where the browser
// cannot say, at once.
var soundAllowed = func() bool {
	ua := js.Global().Get("navigator").Get("userActivation")
	if ua.IsUndefined() || ua.IsNull() {
		return true
	}
	return ua.Get("hasBeenActive").Truthy()
}
