print("logon-demo: coming soon")
