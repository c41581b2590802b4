import "fake-indexeddb/auto";
import { configure } from "@testing-library/react";

// Dialogs load lazily; on a busy 2-core CI machine the first import can take seconds.
configure({ asyncUtilTimeout: 10_000 });
