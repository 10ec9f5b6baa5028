; Included by electron-builder's NSIS installer (electron-builder.yml, nsis.include).
; Baobab serves the other computers of the office network: let them reach it through Windows
; Firewall. The rule names the program rather than a port, because the server falls back to
; another port when 8080 is taken; the server runs as a utility process of this same executable.
; Public networks are left out. The installer runs elevated (per-machine install), as netsh needs.

!macro customInstall
  nsExec::ExecToLog 'netsh advfirewall firewall delete rule name="${PRODUCT_NAME}"'
  nsExec::ExecToLog 'netsh advfirewall firewall add rule name="${PRODUCT_NAME}" dir=in action=allow program="$INSTDIR\${APP_EXECUTABLE_FILENAME}" enable=yes profile=private,domain protocol=TCP'
!macroend

!macro customUnInstall
  nsExec::ExecToLog 'netsh advfirewall firewall delete rule name="${PRODUCT_NAME}"'
!macroend
