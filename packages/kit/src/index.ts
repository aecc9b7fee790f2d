// @carclub/kit: what a second remote needs moves here, and every copy goes (CONTRIBUTING.md).
// Each remote bundles the kit for itself, like @carclub/forms: it is never a shared singleton,
// so a remote released on its own schedule carries the kit version it was tested with.
export {};
