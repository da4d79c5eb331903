//go:build !js

package scenes

// The desktop's transport of the shared table (coder/websocket, net/http):
// registered with the client here, in the platform's package, so that
// ui and cmdline stay light (cmdline's early init must run
// before Ebitengine's).
import _ "noddy/client/wsnet"
